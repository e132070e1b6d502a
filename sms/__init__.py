"""SMS rules and carriers: GSM-7/UCS-2 encoding, segmentation, Telnyx sender, local outbox."""
