FROM python:3.11-slim
WORKDIR /app
COPY pyproject.toml README.md ./
COPY webhooks webhooks
COPY worker worker
COPY console console
COPY agent agent
COPY sms sms
COPY ops ops
COPY compliance compliance
COPY data data
COPY concierge concierge
RUN pip install --no-cache-dir .
ENV PORT=8080
EXPOSE 8080
CMD ["concierge", "web"]
