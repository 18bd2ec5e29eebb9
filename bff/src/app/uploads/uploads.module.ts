import { Module } from '@nestjs/common';
import { ArchivosRepository } from './archivos.repository';
import { ImageStorage } from './image-storage';
import { UploadsCleanupService } from './uploads-cleanup.service';
import { UploadsController } from './uploads.controller';
import { UploadsService } from './uploads.service';

@Module({
  controllers: [UploadsController],
  providers: [ArchivosRepository, ImageStorage, UploadsCleanupService, UploadsService],
  exports: [UploadsService, UploadsCleanupService],
})
export class UploadsModule {}
