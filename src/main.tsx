import { bootKernel } from "./kernel/boot";
import { plugins } from "./plugins";

void bootKernel(document.getElementById("root")!, plugins);
