// Every antd-mobile component the apps use, from one shared module. The first-load set comes
// from `shared/ui-kit-core` (its own shared module), so both serve one copy of each component
// and of antd-mobile's configuration context. A component not listed here is added here.
export * from 'shared/ui-kit-core';
export {
  Avatar,
  Badge,
  Checkbox,
  Collapse,
  Dialog,
  Form,
  ImageUploader,
  ImageViewer,
  IndexBar,
  Input,
  Mask,
  NoticeBar,
  Picker,
  Popup,
  Radio,
  Result,
  SearchBar,
  Selector,
  SideBar,
  Space,
  Steps,
  Switch,
  Tabs,
  TextArea,
} from 'antd-mobile';
export type { ImageUploadItem, InputProps, InputRef } from 'antd-mobile';
