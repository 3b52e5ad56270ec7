/** Contributor types that name a publisher (spec 4); every other contributor is a creator. */
export const PUBLISHER_CONTRIBUTOR_TYPES: readonly string[] = ['Publisher/Imprint', 'Publisher'];

export const isPublisherContributor = (type: string): boolean => PUBLISHER_CONTRIBUTOR_TYPES.includes(type);
