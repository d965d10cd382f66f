// Whether an address is a campaign's (it carries utm_source). The campaign tracker itself
// (utmTracker.ts) is a chunk of its own, fetched only for such an address.
export const UTM_SOURCE_PARAM = 'utm_source';

export const hasUtmSource = (search: string): boolean => new URLSearchParams(search).has(UTM_SOURCE_PARAM);
