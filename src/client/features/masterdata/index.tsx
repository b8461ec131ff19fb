import { BeingBuiltPage } from '@client/components/being-built';

export const MasterdataPage = () => <BeingBuiltPage title="Master data" />;
