import { RedirectHome } from '@/components/navigation/RedirectHome';

/** `/` is Home (docs/PRODUCT.md §2). The server answers it with a 302; the exported page forwards on the client too. */
export default function RootPage() {
  return <RedirectHome />;
}
