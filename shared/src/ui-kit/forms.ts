// The antd-mobile form controls (Form and its validation, inputs, pickers, the image uploader):
// the heaviest part of the library, a shared module of its own so that pages which only show
// content do not download it.
export {
  Checkbox,
  Form,
  ImageUploader,
  Input,
  Picker,
  Radio,
  Selector,
  Switch,
  TextArea,
} from 'antd-mobile';
export type { ImageUploadItem, InputProps, InputRef } from 'antd-mobile';
