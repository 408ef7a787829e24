/** Browser storage keys the spec names [spec 3, "Storage keys"]. */
export const sessionStorageKeys = {
  token: 'token',
  membershipCreationData: 'membershipCreationData',
  careFilters: 'care_filters',
  redeemGiftCode: 'redeem_gift_code',
} as const;

export const localStorageKeys = {
  language: 'language',
  registerInvite: 'register_invite',
  registerAssignCode: 'register_assign_code',
  /** Set to 'true' by /lacmamas [spec 2]; the spec names no reader, so none reads it yet. */
  lacmamas: 'lacmamas',
  checkEligibility: 'check-eligibility',
  mobileToken: 'mobile-token',
  sourceUrl: 'sourceURL',
  sourceName: 'sourceName',
  appliedGiftCode: 'appliedGiftCode',
  applyGiftCodeClosed: 'apply_gift_code_closed',
} as const;
