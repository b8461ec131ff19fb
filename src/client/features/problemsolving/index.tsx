import { BeingBuiltPage } from '@client/components/being-built';

export const ProblemSolvingPage = () => <BeingBuiltPage title="Problem solving" />;
