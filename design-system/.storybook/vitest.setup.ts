import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from 'storybook-react-rsbuild';
import * as projectAnnotations from './preview.tsx';

// The addon provisions these itself only under Storybook's Vite builder; this Storybook is built by Rsbuild.
setProjectAnnotations([a11yAddonAnnotations, projectAnnotations]);
