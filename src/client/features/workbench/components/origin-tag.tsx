// The tag moved to components/ so the voice cards can show it too; the rows keep importing it from here.
export { OriginTag, valueClass } from '#client/components/dashboard/origin-tag.js';
