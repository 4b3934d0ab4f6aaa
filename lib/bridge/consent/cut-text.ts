/** Text from a program cut to `max` characters, so an address cannot flood a page or a message. */
export const cutText = (text: string, max: number): string => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
