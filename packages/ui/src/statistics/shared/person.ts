/** A colleague as the contract's `UserSummary` carries them. */
export type Person = {
  id: number;
  name: string;
  socialName?: string | null;
  image?: string | null;
  companyName?: string | null;
};

/** The social name first, as everywhere a person is named. */
export const personName = (person: Person): string => person.socialName?.trim() || person.name;
