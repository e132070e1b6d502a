FROM python:3.11-slim
WORKDIR /app
COPY pyproject.toml README.md ./
COPY webhooks webhooks
COPY worker worker
COPY agent agent
COPY compliance compliance
COPY data data
COPY concierge concierge
RUN pip install --no-cache-dir .
ENV PORT=8080
EXPOSE 8080
CMD ["concierge", "web"]
