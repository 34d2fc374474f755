import { RoomSearchScreen } from '@/components/live/RoomSearchScreen';

export default function LiveSearchContentPage() {
  return <RoomSearchScreen />;
}
