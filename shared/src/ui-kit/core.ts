// The antd-mobile components the home page needs on its first load: the shell's layout, the
// shared views, the standalone kit and the home widgets. A shared module of its own, so a
// visitor's first load does not carry the forms, pickers and viewers the areas use.
export {
  Button,
  ConfigProvider,
  DotLoading,
  ErrorBlock,
  Grid,
  Image,
  List,
  NavBar,
  ProgressBar,
  PullToRefresh,
  SpinLoading,
  Swiper,
  Tag,
  Toast,
  unstableSetRender,
} from 'antd-mobile';
export type { SwiperRef } from 'antd-mobile';
