// Generated from openapi/v2.yaml by `pnpm --filter @mat/api generate`. Do not edit.

/** Every operation of the v2 description, in the file's order. */
export const operationList = [
  { operationId: 'getAnonymousToken', method: 'get', path: '/token', tag: 'Auth and session', public: true },
  { operationId: 'validateRegistrationFields', method: 'post', path: '/auth/validate-fields', tag: 'Auth and session', public: true },
  { operationId: 'registerPatient', method: 'post', path: '/pregister', tag: 'Auth and session', public: true },
  { operationId: 'sendRegistrationPhoneCode', method: 'post', path: '/auth/phone-register-get-code', tag: 'Auth and session', public: false },
  { operationId: 'verifyRegistrationPhoneCode', method: 'post', path: '/auth/phone-validate-code', tag: 'Auth and session', public: false },
  { operationId: 'requestTextLoginCode', method: 'get', path: '/auth/text-login/{phone}', tag: 'Auth and session', public: true },
  { operationId: 'textLogin', method: 'post', path: '/auth/text-login', tag: 'Auth and session', public: true },
  { operationId: 'login', method: 'post', path: '/plogin', tag: 'Auth and session', public: true },
  { operationId: 'logout', method: 'get', path: '/logout', tag: 'Auth and session', public: false },
  { operationId: 'getCurrentUser', method: 'get', path: '/user', tag: 'Auth and session', public: false },
  { operationId: 'getPatientStatus', method: 'get', path: '/patient/profile/status', tag: 'Profile and documents', public: false },
  { operationId: 'savePatientStatus', method: 'post', path: '/patient/profile/status', tag: 'Profile and documents', public: false },
  { operationId: 'updateProfile', method: 'put', path: '/patient/profile', tag: 'Profile and documents', public: false },
] as const;

export type OperationId = (typeof operationList)[number]['operationId'];
