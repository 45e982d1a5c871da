/**
 * The colour of a tag that should stand out (a state, a category, a kind) without saying good or
 * bad. antd's preset palettes are fixed whatever the theme (its blue is antd's own, its purple is
 * not ours); its `processing` status colour is drawn from colorInfo, which the app theme takes
 * from the primary (app/theme.ts), so these tags carry the theme's accent.
 */
export const ACCENT_TAG_COLOUR = 'processing';
