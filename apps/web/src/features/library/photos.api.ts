import {
  BRAND_PHOTO_FIELD,
  ENDPOINTS as E,
  type BrandPhoto,
  type ListBrandPhotosResponse,
} from '@postcraft/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/call-endpoint';

/** The user's photos: their library's, then those uploaded with posts. */
export const BRAND_PHOTOS_QUERY_KEY = ['brand-photos'] as const;

type PhotoList = ListBrandPhotosResponse['data'];

/** GET /api/user/photos */
export function useBrandPhotos() {
  return useQuery({
    queryKey: BRAND_PHOTOS_QUERY_KEY,
    queryFn: async ({ signal }) => (await callEndpoint(E.listBrandPhotos, { signal })).data,
  });
}

/** POST /api/user/photos (multipart, one file). */
async function uploadPhoto(file: File): Promise<BrandPhoto> {
  const form = new FormData();
  form.append(BRAND_PHOTO_FIELD, file);
  return (await callEndpoint(E.addBrandPhoto, { body: form })).photo;
}

/**
 * Adds photos one after another (one file per request, the server's limit); each one added
 * shows at once. The first refusal stops the rest and is the mutation's error.
 */
export function useAddPhotos() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (files: File[]) => {
      for (const file of files) {
        const photo = await uploadPhoto(file);
        queryClient.setQueryData<PhotoList>(BRAND_PHOTOS_QUERY_KEY, (list) =>
          list ? { photos: [photo, ...list.photos], libraryCount: list.libraryCount + 1 } : list,
        );
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: BRAND_PHOTOS_QUERY_KEY }),
  });
}

/** DELETE /api/user/photos/{id} */
export function useDeletePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (photoId: string) => callEndpoint(E.deleteBrandPhoto, { params: { id: photoId } }),
    onSuccess: (_answer, photoId) => {
      queryClient.setQueryData<PhotoList>(BRAND_PHOTOS_QUERY_KEY, (list) =>
        list
          ? {
              photos: list.photos.filter((photo) => photo._id !== photoId),
              libraryCount: list.libraryCount - 1,
            }
          : list,
      );
    },
  });
}
