import { LiveScreen } from '@/components/live/LiveScreen';

export default function LivePage() {
  return <LiveScreen />;
}
