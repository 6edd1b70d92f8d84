export { ProfileEditor, type ProfileEditorProps } from './ProfileEditor';
export type { ProfileCompany } from './CompaniesList';
export { PROFILE_EDITOR_TEXT } from './profileEditorText';
