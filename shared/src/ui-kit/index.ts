// The antd-mobile components the apps use, other than the form controls (`shared/ui-kit-forms`).
// The first-load set comes from `shared/ui-kit-core` (its own shared module); the shell's build
// provides all three, so they serve one copy of each component and of antd-mobile's
// configuration context. A component not listed in any of them is added here.
export * from 'shared/ui-kit-core';
export {
  Avatar,
  Badge,
  Collapse,
  Dialog,
  ImageViewer,
  IndexBar,
  Mask,
  NoticeBar,
  Popup,
  Result,
  SearchBar,
  SideBar,
  Space,
  Steps,
  Tabs,
} from 'antd-mobile';
