// Problem solving: a finder over every work area's open problems, in a chunk of its own.
export { ProblemSolvingPage } from './problem-solving-page';
