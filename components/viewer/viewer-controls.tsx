import type { SiteContent } from '@/lib/domain/types';
import type { ViewerSteps } from './use-viewer-steps';
import type { ViewerZoom } from './use-viewer-zoom';
import { ViewerButton } from './viewer-button';
import { ArrowLeftIcon, ArrowRightIcon, ZoomIcon } from '@/components/ui/icons';
import styles from './picture-viewer.module.scss';

type Props = {
  labels: SiteContent['viewer'];
  steps: ViewerSteps;
  zoom: ViewerZoom;
};

/** Previous, full resolution and next, under the picture. */
export function ViewerControls({ labels, steps, zoom }: Props) {
  return (
    <div className={styles.controls} data-backdrop>
      <ViewerButton label={labels.previous} onClick={steps.previous}>
        <ArrowLeftIcon />
      </ViewerButton>
      <ViewerButton label={labels.zoomIn} onClick={() => zoom.toggleZoom()} pressed={zoom.zoomed}>
        <ZoomIcon />
      </ViewerButton>
      <ViewerButton label={labels.next} onClick={steps.next}>
        <ArrowRightIcon />
      </ViewerButton>
    </div>
  );
}
