import { TaskListScreen } from '@/components/live/TaskListScreen';

export default function TaskListPage() {
  return <TaskListScreen />;
}
