/** Contributor types that name a publisher (spec 4); every other contributor is a creator. */
export const PUBLISHER_CONTRIBUTOR_TYPES: readonly string[] = ['Publisher/Imprint', 'Publisher'];

export const isPublisherContributor = (type: string): boolean => PUBLISHER_CONTRIBUTOR_TYPES.includes(type);

/** The role of a recipient's pseudonym in the rights catalogue. */
export const PSEUDONYM_ROLES = ['Creator', 'Publisher'] as const;
export type PseudonymRole = (typeof PSEUDONYM_ROLES)[number];
