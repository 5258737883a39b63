import type {
  CreateParams,
  DeleteManyParams,
  DeleteParams,
  GetListParams,
  GetManyParams,
  GetManyReferenceParams,
  GetOneParams,
  UpdateManyParams,
  UpdateParams,
} from 'ra-core';

/** The params of each of react-admin's methods. */
interface ParamsOf {
  getList: GetListParams;
  getOne: GetOneParams;
  getMany: GetManyParams;
  getManyReference: GetManyReferenceParams;
  create: CreateParams;
  update: UpdateParams;
  updateMany: UpdateManyParams;
  delete: DeleteParams;
  deleteMany: DeleteManyParams;
}

/**
 * What a resource module exports as its handlers: some of react-admin's methods, each typed with
 * the records it reads and returns (DataProvider's own signatures are generic over any record,
 * which a resource's concrete types cannot satisfy). dataProvider.ts dispatches to them.
 */
export type ResourceHandlers = {
  [K in keyof ParamsOf]?: (resource: string, params: ParamsOf[K]) => Promise<unknown>;
};
