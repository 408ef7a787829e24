/** What each variant is for: one `primary` per view (the step forward), `secondary` beside it,
 * `tertiary` for low-emphasis actions that read like links, `danger` for destructive ones. */
export const buttonVariants = ['primary', 'secondary', 'tertiary', 'danger'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];
