export { ProfileHeader, type ProfileHeaderProps, type ProfileUser } from './ProfileHeader';
