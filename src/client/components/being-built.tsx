import Alert from '@mui/material/Alert';
import { PageTitle } from './page-title';

export interface BeingBuiltPageProps {
  title: string;
}

/** A page that exists in the route table but has no function yet; it says so instead of pretending. */
export function BeingBuiltPage({ title }: BeingBuiltPageProps) {
  return (
    <>
      <PageTitle title={title} />
      <Alert severity="info">This page is being built and is not available yet.</Alert>
    </>
  );
}
