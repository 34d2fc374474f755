import { redirect } from 'next/navigation';
import { HOME_PATH } from '@/lib/navigation/routes';

/** `/` is Home (SPEC §2); the exported page forwards on the client, the server also answers 302. */
export default function RootPage() {
  redirect(HOME_PATH);
}
