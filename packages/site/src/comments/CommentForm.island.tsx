import { CommentForm, type CommentFormProps } from './CommentForm.js';

declare module '../islands/islandTypes.js' {
  interface IslandPropsByName {
    CommentForm: CommentFormProps;
  }
}

export default CommentForm;
