export { ProfilePage, type ProfilePageProps } from './ProfilePage';
export { PROFILE_TEXT } from '../shared/profileText';
