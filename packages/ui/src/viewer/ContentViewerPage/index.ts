export * from './ContentViewerPage';
export * from './ComplementList';
export * from './ContentNavigation';
export * from './ViewerTabs';
export * from './viewerText';
