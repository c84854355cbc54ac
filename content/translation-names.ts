/**
 * Copy that stays the same in every language: names of people, clients, products and
 * technologies. The translation tests accept these, and only these, unchanged.
 */
export const translationNames: readonly string[] = [];
