export * from './InterestPage';
export * from './interestPageText';
