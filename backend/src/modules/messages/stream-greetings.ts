import { Injectable } from '@nestjs/common';
import type { MessageEvent } from '@clinic/contracts';

type Greeting = (userId: string) => Promise<MessageEvent>;

/**
 * What a new live stream starts with, from the modules that publish on it (the notification count,
 * registered by the notifications module, which depends on this one and not the other way round).
 * A browser's stream opens a moment after its page has read the counts: an event sent in between
 * would otherwise be missed until the next poll, minutes later.
 */
@Injectable()
export class StreamGreetings {
  private readonly greetings: Greeting[] = [];

  add(greeting: Greeting): void {
    this.greetings.push(greeting);
  }

  for(userId: string): (() => Promise<MessageEvent>)[] {
    return this.greetings.map((greeting) => () => greeting(userId));
  }
}
