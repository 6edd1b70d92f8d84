export { GoalsSection, LANDING_GOALS, type Goal, type GoalsSectionProps } from './GoalsSection';
