export { ProfileTabs, type ProfileTab, type ProfileTabsProps } from './ProfileTabs';
