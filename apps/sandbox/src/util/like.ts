/** A LIKE pattern matching `text` anywhere (its wildcards and the escape character escaped). */
export const likeAnywhere = (text: string): string => `%${text.replace(/[\\%_]/g, '\\$&')}%`;
