/** An ILIKE pattern that finds `text` anywhere, its wildcards and escape character taken literally. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
