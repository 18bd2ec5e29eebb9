import { Module } from '@nestjs/common';
import { EventTicketsRepository } from './event-tickets.repository';
import { EventsController } from './events.controller';
import { EventsHub } from './events-hub';
import { EventsService } from './events.service';

/** Live updates (issue 12): stream tickets, the SSE stream, and the hub fed by the database's notifications. */
@Module({ controllers: [EventsController], providers: [EventTicketsRepository, EventsHub, EventsService], exports: [EventsHub] })
export class EventsModule {}
