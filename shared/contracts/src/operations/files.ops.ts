import { FileParams, GalleryParams, UploadedFileSchema } from '../schemas';
import { BINARY, operation } from './operation';

/**
 * An avatar is sent as multipart/form-data (field `file`: jpeg, png or gif by content, at most 5 MB),
 * so it has no JSON body to declare; the server reads the part itself.
 */
export const uploadAvatar = operation({
  method: 'POST', path: '/documents/avatar',
  response: { 201: UploadedFileSchema },
});

/** Public like gallery images: an <img> cannot send the init-data header, and the names are unguessable. */
export const getFile = operation({
  method: 'GET', path: '/files/{name}', public: true, params: FileParams, response: { 200: BINARY },
});

export const getGalleryImage = operation({
  method: 'GET', path: '/gallery/{name}', public: true,
  params: GalleryParams, response: { 200: BINARY },
});
