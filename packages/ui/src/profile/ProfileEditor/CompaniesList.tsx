import { PROFILE_EDITOR_TEXT as TEXT } from './profileEditorText';

/** A company of the user (the contract's `Company`). */
export type ProfileCompany = { id: number; name?: string | null };

/** The user's companies, as the session lists them; they are not edited here. */
export function CompaniesList({ companies }: { companies: readonly ProfileCompany[] }) {
  const named = companies.filter((company) => company.name);
  if (named.length === 0) return <p className="text-sm text-ink-muted">{TEXT.noCompanies}</p>;
  return (
    <ul className="flex flex-wrap gap-2">
      {named.map((company) => (
        <li
          key={company.id}
          className="rounded-pill bg-surface-muted px-3 py-1 text-sm font-medium text-ink"
        >
          {company.name}
        </li>
      ))}
    </ul>
  );
}
