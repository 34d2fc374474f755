import { HomeScreen } from '@/components/home/HomeScreen';

export default function HomePage() {
  return <HomeScreen />;
}
