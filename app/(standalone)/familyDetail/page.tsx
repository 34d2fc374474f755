import { Suspense } from 'react';
import { FamilyDetailScreen } from '@/components/family/FamilyDetailScreen';

export default function FamilyDetailPage() {
  // The screen reads `?id=`; in a static export that needs a Suspense boundary.
  return (
    <Suspense>
      <FamilyDetailScreen />
    </Suspense>
  );
}
