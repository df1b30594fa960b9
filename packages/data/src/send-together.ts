interface Waiting<Item, Answer> {
  item: Item;
  resolve(answer: Answer): void;
  reject(error: unknown): void;
}

/**
 * Sends items one caller at a time would send alone, so that the items arriving while a send is
 * on its way go together in the next one. Nothing waits for company: a lone item leaves at once,
 * so a quiet process sees no added latency, and a busy one pays a round trip and a commit per
 * batch instead of per item.
 *
 * `send` answers each item of a batch in order (an Error refuses that item only) or throws to
 * refuse the whole batch; each caller hears once its batch was sent.
 */
export class SendTogether<Item, Answer> {
  private readonly waiting: Array<Waiting<Item, Answer>> = [];
  private sending = false;

  constructor(
    private readonly send: (items: Item[]) => Promise<Array<Answer | Error>>,
    private readonly maxBatch = 100,
  ) {}

  submit(item: Item): Promise<Answer> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ item, resolve, reject });
      if (!this.sending) void this.sendWaiting();
    });
  }

  private async sendWaiting(): Promise<void> {
    this.sending = true;
    try {
      while (this.waiting.length > 0) await this.sendBatch(this.waiting.splice(0, this.maxBatch));
    } finally {
      this.sending = false;
    }
  }

  private async sendBatch(batch: Array<Waiting<Item, Answer>>): Promise<void> {
    let answers: Array<Answer | Error>;
    try {
      answers = await this.send(batch.map((waiting) => waiting.item));
    } catch (error) {
      for (const waiting of batch) waiting.reject(error);
      return;
    }
    batch.forEach((waiting, index) => {
      const answer = answers[index] as Answer | Error;
      if (answer instanceof Error) waiting.reject(answer);
      else waiting.resolve(answer);
    });
  }
}
