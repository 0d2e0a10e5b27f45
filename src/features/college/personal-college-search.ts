import {
  searchChoice,
  searchPositiveInteger,
  searchSchema,
  type InferSearch,
} from '@/lib/search-params';

export const PERSONAL_COLLEGE_TABS = ['purchased', 'favourites', 'teachers'] as const;
export type PersonalCollegeTab = (typeof PERSONAL_COLLEGE_TABS)[number];

/** `/personal/college?tab=favourites&page=2` */
export const personalCollegeSearchSchema = searchSchema({
  tab: searchChoice(PERSONAL_COLLEGE_TABS, 'purchased'),
  page: searchPositiveInteger(1),
});

export type PersonalCollegeSearch = InferSearch<typeof personalCollegeSearchSchema>;

export const personalCollegeSearchDefaults = {
  tab: 'purchased',
  page: 1,
} satisfies PersonalCollegeSearch;
