// Test helpers for the areas (the remotes' jest suites and this folder's own): render a page
// or a whole route table in the app's providers, answer API calls from a table of fake replies,
// and put the session in a known state; plus the suites every area runs on its route table and
// its lifecycles. Test code only: never imported by an app's sources.
export * from './area-test-kit';
export * from './area-suites';
