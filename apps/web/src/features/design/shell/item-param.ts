/** The address parameter of the open item: reloads and shared links open it again. */
export const ITEM_PARAM = 'item';
