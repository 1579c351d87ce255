import { ComingSoon } from '../../components/ui/coming-soon.tsx';

export function GalleryPage() {
  return <ComingSoon title="Gallery" description="A look at recent work from our stylists and artists." />;
}
